import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@marquee/shared/auth';
import { Button, Skeleton, Stack, Text, toaster } from '@marquee/shared/ui';
import { updatePasswordSchema, type UpdatePasswordValues } from '../validation';
import { AuthCard } from '../components/auth-card';
import { FormTextField } from '../components/form-text-field';
import { RouterLink } from '../components/router-link';
import { useRecoveryLink } from '../hooks/use-recovery-link';
import { AUTH_PATHS } from '../lib/auth-paths';
import { errorMessage } from '@marquee/shared/format';

const INITIAL_VALUES: UpdatePasswordValues = { password: '', confirmPassword: '' };

// One toast however often the check runs (StrictMode runs effects twice in development).
const INVALID_LINK_TOAST_ID = 'invalid-reset-link';

export default function UpdatePasswordPage() {
  const { updatePassword } = useAuth();
  const navigate = useNavigate();
  const link = useRecoveryLink();

  useEffect(() => {
    if (link !== 'invalid') return;
    toaster.create({
      id: INVALID_LINK_TOAST_ID,
      title: 'Invalid reset link',
      description: 'This password reset link is invalid or has expired.',
      type: 'error',
    });
    void navigate(AUTH_PATHS.resetPassword, { replace: true });
  }, [link, navigate]);

  async function submit(values: UpdatePasswordValues) {
    try {
      await updatePassword(values.password);
    } catch (error) {
      toaster.create({
        title: 'Update failed',
        description: errorMessage(error, 'An error occurred while updating your password.'),
        type: 'error',
      });
      return;
    }
    toaster.create({
      title: 'Password updated',
      description: 'Your password has been changed. Sign in with your new password.',
      type: 'success',
    });
    void navigate(AUTH_PATHS.signIn, { replace: true });
  }

  return (
    <AuthCard
      title="Update Password"
      description="Choose a new password for your account."
      footer={
        <Text>
          <RouterLink to={AUTH_PATHS.signIn}>Back to sign in</RouterLink>
        </Text>
      }
    >
      {link === 'valid' ? (
        <Formik initialValues={INITIAL_VALUES} validationSchema={updatePasswordSchema} validateOnChange={false} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Update password">
              <Stack gap="4">
                <FormTextField name="password" label="New password" type="password" autoComplete="new-password" />
                <FormTextField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" />
                <Button type="submit" colorPalette="orange" size="lg" disabled={isSubmitting}>
                  {isSubmitting ? 'Updating...' : 'Update Password'}
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      ) : (
        <Stack gap="4" role="status" aria-busy="true" aria-label="Checking your reset link">
          <Skeleton height="10" />
          <Skeleton height="10" />
          <Skeleton height="11" />
        </Stack>
      )}
    </AuthCard>
  );
}
