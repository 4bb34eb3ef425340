export function Component() {
  return <h1 className="text-2xl font-bold">Connect data sources</h1>;
}
