/** The environment for a child process a test starts (a CLI): this one's, with overrides. */
export function childEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}
