export default function CrisisPage() {
  return <h1>Crisis &amp; Support</h1>;
}
