import { apiPaths } from '@giftfront/domain/api-paths';
import type { SandboxAuthenticateBody, SandboxConfirmBody, SandboxResult } from '@giftfront/domain/sandbox-card';
import { apiPost } from '@/lib/api-client';

/** The sandbox provider's card calls (decision 0003): the server plays the test cards. */
export const confirmSandboxPayment = (body: SandboxConfirmBody) =>
  apiPost<SandboxResult>(apiPaths.sandboxConfirm, body);

export const authenticateSandboxPayment = (body: SandboxAuthenticateBody) =>
  apiPost<SandboxResult>(apiPaths.sandboxAuthenticate, body);
