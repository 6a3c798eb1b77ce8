import { useRef, useState, type DragEvent } from 'react';
import { Button, Stack, Text, chakra } from '@marquee/shared/ui';

/** Picks or takes dropped files: Letterboxd's .zip, or its CSV files. */
export function UploadDropZone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };
  return (
    <Stack
      data-testid="letterboxd-drop-zone"
      align="center"
      gap="3"
      p="6"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={over ? 'orange.solid' : 'border'}
      bg={over ? 'orange.subtle' : 'bg.subtle'}
      borderRadius="xl"
      textAlign="center"
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <Text fontSize="sm" color="fg.muted">
        Drop your Letterboxd export here (the .zip, or its CSV files: ratings, reviews, watchlist, diary, watched and lists), or
      </Text>
      <Button colorPalette="orange" disabled={disabled} onClick={() => input.current?.click()}>
        Import from Letterboxd
      </Button>
      <chakra.input
        ref={input}
        type="file"
        accept=".zip,.csv,text/csv,application/zip"
        multiple
        aria-label="Letterboxd export files"
        display="none"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          onFiles(files);
        }}
      />
    </Stack>
  );
}
