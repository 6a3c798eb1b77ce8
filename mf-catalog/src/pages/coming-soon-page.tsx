import { MovieListing } from '../components/movie-listing';

export default function ComingSoonPage() {
  return <MovieListing kind="upcoming" />;
}
