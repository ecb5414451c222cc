import { configure } from '@testing-library/react';

// A busy two-core CI machine renders slower than a laptop: findBy* and waitFor wait up to 10 s
// for what a person would see, instead of testing-library's default 1 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lays nothing out, so it has no scrollIntoView; components that bring a message into sight call it.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
