import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { USERNAME_TAKEN_MESSAGE, isUsernameTakenError, redirectTargetFrom, useAuth } from '@marquee/shared/auth';
import { Button, Stack, Text, toaster } from '@marquee/shared/ui';
import { signUpSchemaWithAvailability, type SignUpValues } from '../validation';
import { AuthCard } from '../components/auth-card';
import { FormTextField } from '../components/form-text-field';
import { RouterLink } from '../components/router-link';
import { SocialSignInButtons } from '../components/social-sign-in-buttons';
import { useUsernameAvailability } from '../hooks/use-username-availability';
import { AUTH_PATHS } from '../lib/auth-paths';
import { errorMessage } from '@marquee/shared/format';

const INITIAL_VALUES: SignUpValues = { username: '', email: '', password: '', confirmPassword: '' };

export default function SignUpPage() {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const { state } = useLocation();
  const availability = useUsernameAvailability();
  const schema = useMemo(() => signUpSchemaWithAvailability(availability.isFree), [availability]);

  async function submit(values: SignUpValues, { setFieldError }: FormikHelpers<SignUpValues>) {
    const username = values.username.trim();
    let signedIn: boolean;
    try {
      ({ signedIn } = await signUp({ username, email: values.email.trim(), password: values.password }));
    } catch (error) {
      if (isUsernameTakenError(error)) {
        // Taken between the form's check and the sign-up: said where the name is typed.
        availability.markTaken(username);
        setFieldError('username', USERNAME_TAKEN_MESSAGE);
      }
      toaster.create({
        title: 'Registration failed',
        description: errorMessage(error, 'An error occurred during registration.'),
        type: 'error',
      });
      return;
    }
    if (signedIn) {
      // The backend confirms addresses itself: no e-mail is coming, and the member is signed in.
      toaster.create({ title: 'Account created successfully!', description: `Welcome to Marquee, ${username}!`, type: 'success' });
      void navigate(redirectTargetFrom(state), { replace: true });
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
        <Formik initialValues={INITIAL_VALUES} validationSchema={schema} validateOnChange={false} onSubmit={submit}>
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
