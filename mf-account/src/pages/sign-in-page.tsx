import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { redirectTargetFrom, useAuth } from '@marquee/shared/auth';
import { Box, Button, Stack, Text, toaster } from '@marquee/shared/ui';
import { signInSchema, type SignInValues } from '../validation';
import { AuthCard } from '../components/auth-card';
import { FormTextField } from '../components/form-text-field';
import { RouterLink } from '../components/router-link';
import { SocialSignInButtons } from '../components/social-sign-in-buttons';
import { AUTH_PATHS, SIGN_IN_REDIRECT_DELAY_MS } from '../lib/auth-paths';
import { errorMessage } from '@marquee/shared/format';

const INITIAL_VALUES: SignInValues = { email: '', password: '' };

export default function SignInPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // Keeps the form disabled between success and the delayed redirect.
  const [signedIn, setSignedIn] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  async function submit(values: SignInValues) {
    try {
      await signIn({ email: values.email.trim(), password: values.password });
    } catch (error) {
      toaster.create({ title: 'Sign in failed', description: errorMessage(error, 'An error occurred during sign in.'), type: 'error' });
      return;
    }
    setSignedIn(true);
    toaster.create({ title: 'Welcome back!', description: 'You have signed in successfully.', type: 'success' });
    // Back to the page the Protected guard turned the visitor away from, else home.
    const target = redirectTargetFrom(location.state);
    redirectTimer.current = setTimeout(() => void navigate(target, { replace: true }), SIGN_IN_REDIRECT_DELAY_MS);
  }

  return (
    <AuthCard
      title="Sign In"
      description="Welcome back! Sign in to rate, review and keep track of movies."
      footer={
        <Text>
          Don&apos;t have an account? <RouterLink to={AUTH_PATHS.signUp}>Create an account</RouterLink>
        </Text>
      }
    >
      <Stack gap="6">
        <Formik initialValues={INITIAL_VALUES} validationSchema={signInSchema} validateOnChange={false} onSubmit={submit}>
          {({ isSubmitting }) => {
            const busy = isSubmitting || signedIn;
            return (
              <Form noValidate aria-label="Sign in">
                <Stack gap="4">
                  <FormTextField name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
                  <FormTextField name="password" label="Password" type="password" autoComplete="current-password" />
                  <Box textAlign="right" fontSize="sm">
                    <RouterLink to={AUTH_PATHS.resetPassword}>Forgot password?</RouterLink>
                  </Box>
                  <Button type="submit" colorPalette="orange" size="lg" disabled={busy}>
                    {busy ? 'Signing in...' : 'Sign In'}
                  </Button>
                </Stack>
              </Form>
            );
          }}
        </Formik>
        <SocialSignInButtons disabled={signedIn} />
      </Stack>
    </AuthCard>
  );
}
