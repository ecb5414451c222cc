/** An empty number input is null (no value), not NaN. */
export const optionalNumber = {
  setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value)),
};
