import { Link } from 'react-router';
import { AuthCard } from './components/auth-card';
import { SignInForm } from './components/sign-in-form';

/** /admin (and any dashboard address) while nobody is signed in. */
export function SignInPage() {
  return (
    <AuthCard title="Sign in" description="Sign in to run your store.">
      <SignInForm />
      <p className="mt-4 text-center text-sm">
        <Link to="/forgot-password" className="font-medium text-accent-ink underline-offset-2 hover:underline">
          Forgot password?
        </Link>
      </p>
    </AuthCard>
  );
}
