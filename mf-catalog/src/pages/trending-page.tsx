import { MovieListing } from '../components/movie-listing';

export default function TrendingPage() {
  return <MovieListing kind="trending" />;
}
