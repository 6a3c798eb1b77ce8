import { useRef, useState, type DragEvent } from 'react';
import { AVATAR_MAX_BYTES, formatFileSize } from '@marquee/shared/profile';
import { AbsoluteCenter, Avatar, Box, Spinner, Stack, Text, VisuallyHidden, chakra } from '@marquee/shared/ui';
import { AVATAR_TYPES } from '../api';
import { useAvatarUpload } from '../hooks/use-avatar-upload';
import { useCoarsePointer } from '../hooks/use-coarse-pointer';
import { CameraIcon } from './profile-icons';

export interface AvatarUploadProps {
  username: string;
  avatarUrl: string | null;
}

/** The avatar, which is also the control that replaces it: click (or tap) to pick a file, or drop one on it. */
export function AvatarUpload({ username, avatarUrl }: AvatarUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { pick, uploading } = useAvatarUpload();
  // A touch screen taps, and has no file to drop: the hint says what this device can do.
  const touch = useCoarsePointer();
  const limit = `(max ${formatFileSize(AVATAR_MAX_BYTES)})`;
  const hint = touch ? `Tap to choose an image ${limit}` : `Click or drop an image ${limit}`;

  function onDragOver(event: DragEvent) {
    // Without preventDefault the browser refuses the drop (and would open the file instead).
    event.preventDefault();
    if (!uploading) setDragging(true);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!uploading) pick(event.dataTransfer.files[0]);
  }

  return (
    <Stack align="center" gap="2" flexShrink={0}>
      <chakra.button
        type="button"
        position="relative"
        borderRadius="full"
        cursor={uploading ? 'progress' : 'pointer'}
        aria-label="Change avatar"
        aria-busy={uploading}
        disabled={uploading}
        onClick={() => input.current?.click()}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        outline={dragging ? '3px dashed' : undefined}
        outlineColor="brand.solid"
        outlineOffset="3px"
        focusVisibleRing="outside"
        focusRingColor="brand.focusRing"
        className="group"
      >
        <Avatar.Root
          boxSize={{ base: '24', md: '28' }}
          colorPalette="orange"
          variant="subtle"
          borderWidth="3px"
          borderColor="bg.panel"
          shadow="md"
        >
          <Avatar.Fallback name={username} fontSize={{ base: '2xl', md: '3xl' }} />
          {avatarUrl ? <Avatar.Image src={avatarUrl} alt={`${username}'s avatar`} /> : null}
        </Avatar.Root>
        {uploading ? (
          <Box position="absolute" inset="0" borderRadius="full" bg="blackAlpha.600">
            <AbsoluteCenter>
              <Spinner size="lg" color="white" />
              <VisuallyHidden>Uploading...</VisuallyHidden>
            </AbsoluteCenter>
          </Box>
        ) : (
          <Box
            position="absolute"
            insetEnd="0"
            bottom="0"
            display="flex"
            alignItems="center"
            justifyContent="center"
            boxSize="9"
            borderRadius="full"
            bg="brand.solid"
            color="brand.contrast"
            borderWidth="3px"
            borderColor="bg.panel"
            transition="transform 0.15s"
            _groupHover={{ transform: 'scale(1.08)' }}
          >
            <CameraIcon boxSize="4" />
          </Box>
        )}
      </chakra.button>
      <Text fontSize="xs" color="fg.muted" textAlign="center">
        {uploading ? 'Uploading...' : dragging ? 'Drop to upload' : hint}
      </Text>
      <input
        ref={input}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        hidden
        aria-label="Avatar image file"
        data-testid="avatar-file-input"
        onChange={(event) => {
          pick(event.target.files?.[0]);
          // Cleared so that choosing the same file again still fires a change.
          event.target.value = '';
        }}
      />
    </Stack>
  );
}
