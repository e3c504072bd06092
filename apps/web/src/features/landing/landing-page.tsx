export default function LandingPage() {
  return <h1>Waypoint</h1>;
}
