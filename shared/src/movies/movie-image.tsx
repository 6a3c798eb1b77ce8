/**
 * A poster or backdrop in a box of fixed aspect ratio, so nothing shifts when it arrives. The
 * image is lazy-loaded and only requested once the image base is known; a failed load shows the
 * placeholder instead of a broken-image icon.
 */
import { useState } from 'react';
import { AspectRatio, Box, Image } from '@marquee/shared/ui';
import { imageUrl, imagePlaceholder, useImageBaseUrl, type BackdropSize, type PosterSize } from '@marquee/shared/format';

type MovieImageProps =
  | { kind: 'poster'; path: string | null | undefined; size?: PosterSize; alt: string; eager?: boolean }
  | { kind: 'backdrop'; path: string | null | undefined; size?: BackdropSize; alt: string; eager?: boolean };

const RATIO = { poster: 2 / 3, backdrop: 16 / 9 } as const;

/**
 * What an image of `kind` shows for `src` (`null` while the image base is unknown): the source,
 * or the placeholder once that source has failed to load; hand `onError` to the `<img>`.
 */
export function useImageWithFallback(kind: 'poster' | 'backdrop', src: string | null): { shown: string | null; onError: () => void } {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return { shown: src !== null && failedSrc === src ? imagePlaceholder(kind) : src, onError: () => setFailedSrc(src) };
}

export function MovieImage(props: MovieImageProps) {
  const { kind, path, alt, eager = false } = props;
  const baseUrl = useImageBaseUrl();
  const src =
    baseUrl === null
      ? null
      : props.kind === 'poster'
        ? imageUrl('poster', path, props.size ?? 'w342', baseUrl)
        : imageUrl('backdrop', path, props.size ?? 'w780', baseUrl);
  const { shown, onError } = useImageWithFallback(kind, src);

  return (
    <AspectRatio ratio={RATIO[kind]} bg="bg.emphasized" overflow="hidden">
      {shown ? (
        <Image
          src={shown}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          objectFit="cover"
          width="full"
          height="full"
          data-movie-image={kind}
          onError={onError}
        />
      ) : (
        <Box aria-hidden="true" />
      )}
    </AspectRatio>
  );
}
