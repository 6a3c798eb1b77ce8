import { useState, type ComponentType } from 'react';
import { useAuth, type SocialProvider } from '@marquee/shared/auth';
import { Button, HStack, Separator, Stack, Text, toaster } from '@marquee/shared/ui';
import { errorMessage } from '@marquee/shared/format';
import { GitHubIcon, GoogleIcon } from './provider-icons';

const PROVIDERS: { id: SocialProvider; label: string; Icon: ComponentType }[] = [
  { id: 'google', label: 'Google', Icon: GoogleIcon },
  { id: 'github', label: 'GitHub', Icon: GitHubIcon },
];

/** Google and GitHub sign-in; the provider sends the browser back to the site root, signed in. */
export function SocialSignInButtons({ disabled = false }: { disabled?: boolean }) {
  const { signInWithProvider } = useAuth();
  // Stays set on success: the browser is leaving for the provider's page.
  const [pending, setPending] = useState<SocialProvider | null>(null);

  async function start(provider: SocialProvider) {
    setPending(provider);
    try {
      await signInWithProvider(provider);
    } catch (error) {
      setPending(null);
      toaster.create({
        title: 'Social login failed',
        description: errorMessage(error, 'An error occurred during social login.'),
        type: 'error',
      });
    }
  }

  return (
    <Stack gap="4">
      <HStack gap="3">
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted" flexShrink="0">
          or continue with
        </Text>
        <Separator flex="1" />
      </HStack>
      <HStack gap="3">
        {PROVIDERS.map(({ id, label, Icon }) => (
          <Button
            key={id}
            flex="1"
            variant="outline"
            size="lg"
            disabled={disabled || pending !== null}
            loading={pending === id}
            onClick={() => void start(id)}
          >
            <Icon /> {label}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
