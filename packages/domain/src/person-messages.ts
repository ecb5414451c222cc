import type { z } from 'zod';

/**
 * Sentences for a person where a schema gave zod no words of its own: the dashboard installs
 * `personIssue` as zod's error map, so no form ever shows "Too small: expected string to have
 * >=1 characters". A schema's own message always wins over these.
 */
export const personIssue: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return 'This is required.';
      if (issue.expected === 'number' || issue.expected === 'int') return 'Enter a number.';
      if (issue.expected === 'date') return 'Enter a date.';
      return 'Check this value.';
    case 'too_small': {
      const least = Number(issue.minimum);
      if (issue.origin === 'string') return least <= 1 ? 'This is required.' : `Enter at least ${least} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return least <= 1 ? 'Add at least one.' : `Add at least ${least}.`;
      return issue.inclusive === false ? `Enter more than ${least}.` : `Enter ${least} or more.`;
    }
    case 'too_big': {
      const most = Number(issue.maximum);
      if (issue.origin === 'string') return `Keep this to ${most} characters or fewer.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Choose ${most} or fewer.`;
      return issue.inclusive === false ? `Enter less than ${most}.` : `Enter ${most} or less.`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter an email address, like name@example.com.';
      if (issue.format === 'url') return 'Enter a web address, like https://example.com.';
      if (issue.format === 'date' || issue.format === 'datetime') return 'Enter a date.';
      return 'Check the format of this value.';
    case 'not_multiple_of':
      return 'Enter a whole number.';
    case 'invalid_value':
    case 'invalid_union':
      return 'Choose one of the options.';
    case 'unrecognized_keys':
      return 'Leave out what the form does not ask for.';
    default:
      return 'Check this value.';
  }
};

const PROBLEM = /^(?:body|query|params)\.[\w$.[\]]+: /;

/**
 * A server refusal as a person reads it: the API names each problem by its place in the body
 * (`body.denominations[0].label: must be …`, for API clients); a person sees the sentence.
 */
export function personProblem(message: string): string {
  return message
    .split('; ')
    .map((problem) => {
      const text = problem.replace(PROBLEM, '').trim();
      if (!text) return text;
      const sentence = text[0]!.toUpperCase() + text.slice(1);
      return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
    })
    .join(' ');
}
