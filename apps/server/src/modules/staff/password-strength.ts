import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { newPasswordSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@giftfront/domain/admin/staff-account';

let estimator: ZxcvbnFactory | null = null;

const COMMON = new Set(['common', 'topTen', 'topHundred', 'similarToCommon', 'commonNames', 'namesByThemselves']);
const REPEATED = new Set(['simpleRepeat', 'extendedRepeat']);

/**
 * Why a password is too easy to guess, or null: zxcvbn (its list of common passwords, names and
 * keyboard patterns) scores it 0 or 1 of 4, i.e. fewer than about a million guesses.
 */
export function guessablePasswordProblem(password: string): string | null {
  // Built on first use: the dictionaries take a moment to load and most processes never need them.
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const result = estimator.check(password);
  if (result.score >= 2) return null;
  const warning = result.feedback.warning ?? '';
  if (REPEATED.has(warning)) return 'Password must not be one character or pattern repeated. Choose another';
  if (COMMON.has(warning)) return 'Password is one of the most common passwords. Choose another';
  return 'Password is too easy to guess. Choose a longer one, a few words of your own';
}

/** A new password as the server takes it: the domain's length rule, then not easy to guess. */
export const hardToGuessPasswordSchema = newPasswordSchema.superRefine((password, ctx) => {
  // A password of the wrong length has its one problem said already.
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return;
  const problem = guessablePasswordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
