export function Component() {
  return <h1>Welcome back</h1>;
}
