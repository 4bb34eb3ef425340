export function Component() {
  return <h1 className="text-2xl font-bold">Client Portal</h1>;
}
