import { Form, Formik } from 'formik';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '@marquee/shared/auth';
import { Button, Stack, Text, toaster } from '@marquee/shared/ui';
import { signUpSchema, type SignUpValues } from '../validation';
import { AuthCard } from '../components/auth-card';
import { FormTextField } from '../components/form-text-field';
import { RouterLink } from '../components/router-link';
import { SocialSignInButtons } from '../components/social-sign-in-buttons';
import { AUTH_PATHS } from '../lib/auth-paths';
import { errorMessage } from '../lib/error-message';

const INITIAL_VALUES: SignUpValues = { username: '', email: '', password: '', confirmPassword: '' };

export default function SignUpPage() {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const { state } = useLocation();

  async function submit(values: SignUpValues) {
    try {
      await signUp({ username: values.username.trim(), email: values.email.trim(), password: values.password });
    } catch (error) {
      toaster.create({
        title: 'Registration failed',
        description: errorMessage(error, 'An error occurred during registration.'),
        type: 'error',
      });
      return;
    }
    toaster.create({
      title: 'Account created successfully!',
      description: 'Please check your email to verify your account, then sign in.',
      type: 'success',
    });
    // On to sign in, still remembering where the visitor was going.
    void navigate(AUTH_PATHS.signIn, { state });
  }

  return (
    <AuthCard
      title="Create Account"
      description="Join Marquee to rate, review and keep track of movies."
      footer={
        <Text>
          Already have an account? <RouterLink to={AUTH_PATHS.signIn}>Sign in</RouterLink>
        </Text>
      }
    >
      <Stack gap="6">
        <Formik initialValues={INITIAL_VALUES} validationSchema={signUpSchema} validateOnChange={false} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Create account">
              <Stack gap="4">
                <FormTextField name="username" label="Username" autoComplete="username" placeholder="movie_buff" />
                <FormTextField name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
                <FormTextField name="password" label="Password" type="password" autoComplete="new-password" />
                <FormTextField name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" />
                <Button type="submit" colorPalette="orange" size="lg" disabled={isSubmitting}>
                  {isSubmitting ? 'Creating account...' : 'Create Account'}
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
        <SocialSignInButtons />
      </Stack>
    </AuthCard>
  );
}
