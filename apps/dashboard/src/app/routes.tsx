import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { StaffRole } from '@giftfront/domain/admin/staff-account';
import { Spinner } from '@/components/spinner';
import { ForgotPasswordPage } from '@/features/auth/forgot-password-page';
import { SetPasswordPage } from '@/features/auth/set-password-page';
import { NotFoundPage } from './not-found-page';
import { RequireRole } from './require-role';
import { RequireSession } from './require-session';
import { SECTIONS } from './sections';
import { AppShell } from './shell/app-shell';

/** A page of a section: for the section's role, its code loaded when first opened. */
function SectionPage({ role, page }: { role: StaffRole; page: ReactNode }) {
  return (
    <RequireRole role={role}>
      <Suspense fallback={<Spinner />}>{page}</Suspense>
    </RequireRole>
  );
}

/** The route table: the password pages work signed in or not; everything else needs a session. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="accept-invitation" element={<SetPasswordPage purpose="invitation" />} />
      <Route path="reset-password" element={<SetPasswordPage purpose="reset" />} />
      <Route
        element={
          <RequireSession>
            <AppShell sections={SECTIONS} />
          </RequireSession>
        }
      >
        {SECTIONS.map(({ path, role, page: Page }) => (
          <Route
            key={path}
            {...(path ? { path } : { index: true })}
            element={<SectionPage role={role} page={<Page sections={SECTIONS} />} />}
          />
        ))}
        {SECTIONS.flatMap(({ role, subpages = [] }) =>
          subpages.map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<SectionPage role={role} page={<Page />} />} />
          )),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
