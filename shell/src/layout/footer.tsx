import { PLAIN_LINK } from '@marquee/shared/styles';
import { chakra } from '@marquee/shared/ui';

/** The footer as one styled element over plain parts: it is drawn on every page. */
const FooterBar = chakra('footer', {
  base: {
    borderTopWidth: '1px',
    mt: '12',
    py: '6',
    px: { base: '4', md: '6' },
    '& > div': {
      display: 'flex',
      flexDirection: { base: 'column', md: 'row' },
      justifyContent: 'space-between',
      gap: '2',
      maxWidth: '8xl',
      mx: 'auto',
      fontSize: 'sm',
      color: 'fg.muted',
    },
    // Chakra's Link, plain variant, in the brand colour.
    '& a': { ...PLAIN_LINK, color: 'brand.fg' },
  },
});

/** TMDb's terms require the attribution notice on every page that shows its data. */
export function Footer() {
  return (
    <FooterBar>
      <div>
        <p>
          Powered by{' '}
          <a href="https://www.themoviedb.org/" target="_blank" rel="noreferrer">
            TMDb
          </a>
        </p>
        <p>This product uses the TMDB API but is not endorsed or certified by TMDB.</p>
      </div>
    </FooterBar>
  );
}
