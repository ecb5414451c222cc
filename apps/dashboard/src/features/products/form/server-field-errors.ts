/**
 * The server names each problem as `body.<JSON path>: <message>`, joined by '; '
 * (plugins/errors.ts); a 409 on the slug names `slug` the same way. This splits such a message
 * into react-hook-form paths (`denominations.0.price`) and whatever names no field.
 */
export interface ServerFieldErrors {
  fields: { path: string; message: string }[];
  /** Problems that name no field, to show above the form. */
  rest: string[];
}

const PROBLEM = /^(?:body\.)?([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[\d+\])*): (.+)$/;

const toFormPath = (jsonPath: string) => jsonPath.replace(/\[(\d+)\]/g, '.$1');

export function serverFieldErrors(message: string, knownFields: readonly string[]): ServerFieldErrors {
  const result: ServerFieldErrors = { fields: [], rest: [] };
  for (const problem of message
    .split('; ')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = PROBLEM.exec(problem);
    const path = match?.[1] ? toFormPath(match[1]) : null;
    const root = path?.split('.')[0];
    if (path && match?.[2] && root && knownFields.includes(root)) result.fields.push({ path, message: match[2] });
    else result.rest.push(problem);
  }
  return result;
}
