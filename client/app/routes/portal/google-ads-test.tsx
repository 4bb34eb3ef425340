/** /portal/google-ads-test (docs/product.md#google-ads): the Google Ads page. */
import { GoogleAdsPage } from '../../../features/google-ads/components/google-ads-page.tsx';

export function Component() {
  return <GoogleAdsPage />;
}
