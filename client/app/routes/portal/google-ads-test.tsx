/** /portal/google-ads-test (SPEC point 2): the Google Ads page. */
import { GoogleAdsPage } from '../../../features/google-ads/components/google-ads-page.tsx';

export function Component() {
  return <GoogleAdsPage />;
}
