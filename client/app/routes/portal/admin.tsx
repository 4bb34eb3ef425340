export function Component() {
  return <h1 className="text-2xl font-bold">Admin Dashboard</h1>;
}
