import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useAuth } from '@marquee/shared/auth';
import { Button, Stack, Text, toaster } from '@marquee/shared/ui';
import { resetPasswordSchema, type ResetPasswordValues } from '../validation';
import { AuthCard } from '../components/auth-card';
import { FormTextField } from '../components/form-text-field';
import { RouterLink } from '../components/router-link';
import { AUTH_PATHS } from '../lib/auth-paths';
import { errorMessage } from '@marquee/shared/format';

const INITIAL_VALUES: ResetPasswordValues = { email: '' };

const backToSignIn = (
  <Text>
    Remember your password? <RouterLink to={AUTH_PATHS.signIn}>Back to sign in</RouterLink>
  </Text>
);

export default function ResetPasswordPage() {
  const { resetPassword } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(values: ResetPasswordValues) {
    const email = values.email.trim();
    try {
      await resetPassword(email, AUTH_PATHS.updatePassword);
    } catch (error) {
      toaster.create({
        title: 'Reset failed',
        description: errorMessage(error, 'An error occurred while sending reset email.'),
        type: 'error',
      });
      return;
    }
    toaster.create({ title: 'Reset email sent', description: 'Check your email for the password reset link.', type: 'success' });
    setSentTo(email);
  }

  if (sentTo) {
    return (
      <AuthCard title="Check your email" footer={backToSignIn}>
        <Stack gap="4">
          <Text>
            We&apos;ve sent a password reset link to <strong>{sentTo}</strong>. Follow it to choose a new password.
          </Text>
          <Text fontSize="sm" color="fg.muted">
            No e-mail after a few minutes? Check your spam folder, or{' '}
            <Button variant="plain" size="sm" p="0" h="auto" color="brand.fg" verticalAlign="baseline" onClick={() => setSentTo(null)}>
              try again
            </Button>
            .
          </Text>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Password" description="Enter your email and we'll send you a link to reset your password." footer={backToSignIn}>
      <Formik initialValues={INITIAL_VALUES} validationSchema={resetPasswordSchema} validateOnChange={false} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Reset password">
            <Stack gap="4">
              <FormTextField name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
              <Button type="submit" colorPalette="orange" size="lg" disabled={isSubmitting}>
                {isSubmitting ? 'Sending...' : 'Send Reset Link'}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
