import { MovieListing } from '../components/movie-listing';

export default function PopularPage() {
  return <MovieListing kind="popular" />;
}
