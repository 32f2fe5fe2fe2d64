import { useEffect } from 'react';
import { PageLoader } from '../../components/page-loader';

/**
 * The landing page is a separate, prerendered page served by the server at `/`. The portal only gets
 * here through an in-app link, so it hands over with a full page load.
 */
export default function HomePage() {
  useEffect(() => {
    window.location.replace('/');
  }, []);
  return <PageLoader />;
}
