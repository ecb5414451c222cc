import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadInStages } from './load-in-stages';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadInStages', () => {
  it('loads each stage after the one before, a yield to the browser apart, and gives the last module', async () => {
    const steps: string[] = [];
    vi.stubGlobal('scheduler', {
      yield: () => {
        steps.push('yield');
        return Promise.resolve();
      },
    });
    const stage = (name: string) => () => {
      steps.push(name);
      return Promise.resolve({ name });
    };
    const page = await loadInStages([stage('shapes'), stage('form rules')], stage('page'));
    expect(page).toEqual({ name: 'page' });
    expect(steps).toEqual(['shapes', 'yield', 'form rules', 'yield', 'page']);
  });

  it('does not start a stage before the one before it has loaded', async () => {
    vi.stubGlobal('scheduler', { yield: () => Promise.resolve() });
    let finishFirst!: () => void;
    const first = new Promise<void>((resolve) => (finishFirst = resolve));
    const second = vi.fn(() => Promise.resolve('page'));
    const loading = loadInStages([() => first], second);
    await Promise.resolve();
    expect(second).not.toHaveBeenCalled();
    finishFirst();
    await expect(loading).resolves.toBe('page');
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('fails with the stage that failed, and loads nothing after it', async () => {
    vi.stubGlobal('scheduler', { yield: () => Promise.resolve() });
    const last = vi.fn(() => Promise.resolve('page'));
    await expect(loadInStages([() => Promise.reject(new Error('offline'))], last)).rejects.toThrow('offline');
    expect(last).not.toHaveBeenCalled();
  });
});
