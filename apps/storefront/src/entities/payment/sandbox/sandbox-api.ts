import { apiPaths } from '@giftfront/domain/api-paths';
import {
  sandboxResultSchema,
  type SandboxAuthenticateBody,
  type SandboxConfirmBody,
} from '@giftfront/domain/sandbox-card';
import { apiPost } from '@/lib/api-client';

/** The sandbox provider's card calls (decision 0003): the server plays the test cards; its answer is read by the domain's schema. */
const read = (answer: unknown) => sandboxResultSchema.parse(answer);

export const confirmSandboxPayment = (body: SandboxConfirmBody) => apiPost(apiPaths.sandboxConfirm, body, { read });

export const authenticateSandboxPayment = (body: SandboxAuthenticateBody) =>
  apiPost(apiPaths.sandboxAuthenticate, body, { read });
