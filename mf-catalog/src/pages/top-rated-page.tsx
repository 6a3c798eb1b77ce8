import { MovieListing } from '../components/movie-listing';

export default function TopRatedPage() {
  return <MovieListing kind="top_rated" />;
}
