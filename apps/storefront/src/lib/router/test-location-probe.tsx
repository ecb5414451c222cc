import { screen } from '@testing-library/react';
import { pathOf } from './location';
import { useLocation } from './router-context';

/** Test helper: the router's location as text. */
export function LocationProbe() {
  return <output data-testid="location">{pathOf(useLocation())}</output>;
}

export const shownLocation = () => screen.getByTestId('location').textContent;
