import { Box, Stack, Text } from '@marquee/shared/ui';

/** A labelled determinate progress bar. */
export function ProgressBar({ label, value, max }: { label: string; value: number; max: number }) {
  const percent = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        h="2"
        bg="bg.muted"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="orange.solid" transition="width 0.2s" />
      </Box>
    </Stack>
  );
}
