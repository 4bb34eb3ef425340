import { Outlet } from 'react-router';

/** The signed-in area: auth gate and portal frame (built by the accounts issue). */
export function Component() {
  return (
    <div className="min-h-screen p-6">
      <Outlet />
    </div>
  );
}
