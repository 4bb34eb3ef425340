/** /portal/google-ads-test (docs/product.md#google-ads): the Google Ads page. */
import { GoogleAdsPage } from '../../../features/google-ads/index.tsx';

export function Component() {
  return <GoogleAdsPage />;
}
