export function Component() {
  return <h1 className="text-2xl font-bold">Google Ads</h1>;
}
