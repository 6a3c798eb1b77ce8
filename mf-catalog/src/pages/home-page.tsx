/**
 * Home / discover. It reads the popular list through the same infinite query as
 * the Popular page, so View All opens with its first page already there.
 */
import { AfterFirstPaint } from '@marquee/shared/render';
import { Box } from '@marquee/shared/ui';
import { useMovieListInfinite } from '@marquee/shared/tmdb';
import { FeatureBlurbs } from '../components/feature-blurbs';
import { HomeHero } from '../components/home-hero';
import { PopularMoviesSection } from '../components/popular-movies-section';
import { WelcomePanel } from '../components/welcome-panel';

export default function HomePage() {
  const { data, isPending, isError } = useMovieListInfinite('popular');
  const popular = data?.pages[0]?.results ?? [];
  return (
    <Box>
      <HomeHero spotlight={popular[0]} />
      {/* Below the hero: a click (or Back) to the home page shows the hero at once, these a frame later. */}
      <AfterFirstPaint>
        {isError && popular.length === 0 ? <WelcomePanel /> : <PopularMoviesSection movies={popular} loading={isPending} />}
        <FeatureBlurbs />
      </AfterFirstPaint>
    </Box>
  );
}
