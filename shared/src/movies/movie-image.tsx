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

export function MovieImage(props: MovieImageProps) {
  const { kind, path, alt, eager = false } = props;
  const baseUrl = useImageBaseUrl();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src =
    baseUrl === null
      ? null
      : props.kind === 'poster'
        ? imageUrl('poster', path, props.size ?? 'w342', baseUrl)
        : imageUrl('backdrop', path, props.size ?? 'w780', baseUrl);
  const shown = src !== null && failedSrc === src ? imagePlaceholder(kind) : src;

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
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <Box aria-hidden="true" />
      )}
    </AspectRatio>
  );
}
