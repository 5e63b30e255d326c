// The payment provider down (connections refused) and slow (answers after a minute): a student's checkout
// gets a prompt, honest answer (an error that says to try again, never a 500 or a hang), the rest of the
// site keeps answering, and checkout works again as soon as the provider does.
import { call, signInPairs } from '../lib/load.mjs';
import { healthStatus } from '../lib/server.mjs';
import { razorpayStandIn } from '../lib/stand-ins.mjs';
import { sampleAvailability } from '../lib/verdict.mjs';

const ANSWER_LIMIT_MS = 20_000;
const TRIES = 3;

export async function paymentProvider(target) {
  const provider = razorpayStandIn();
  await provider.open('up');
  try {
    const server = await target.start({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_faults',
      RAZORPAY_KEY_SECRET: 'faults-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'faults-webhook-secret',
      RAZORPAY_API_URL: `http://127.0.0.1:${provider.port}`,
    });
    const [pair] = await signInPairs(server.baseUrl, target.databaseUrl(), 1);
    const checkout = async () => {
      const started = Date.now();
      const answer = await call(
        server.baseUrl,
        '/students/create-order',
        { packageId: pair.packageId, mentorId: pair.mentorId },
        pair.studentToken,
        60_000,
      );
      return { status: answer.status, ms: Date.now() - started };
    };
    const phases = {};
    const problems = [];
    const availability = sampleAvailability(server.baseUrl);
    for (const mode of ['up', 'down', 'slow', 'up again']) {
      if (mode === 'down') await provider.close();
      else await provider.open(mode === 'up again' ? 'up' : mode);
      const answers = await Promise.all(Array.from({ length: TRIES }, checkout));
      const slowest = Math.max(...answers.map((answer) => answer.ms));
      const statuses = answers.map((answer) => answer.status);
      phases[mode] = `${statuses.join(',')} within ${(slowest / 1000).toFixed(1)} s`;
      const expectOk = mode.startsWith('up');
      if (expectOk && statuses.some((status) => status !== 200))
        problems.push(`provider ${mode}: checkout ${statuses}`);
      if (!expectOk && statuses.some((status) => ![502, 503, 504].includes(status))) {
        problems.push(`provider ${mode}: checkout answered ${statuses}, not 502/503/504`);
      }
      if (slowest > ANSWER_LIMIT_MS) problems.push(`provider ${mode}: an answer took ${slowest} ms`);
    }
    const seen = await availability.stop();
    if (!server.running()) problems.push('the server process ended');
    if ((await healthStatus(server.baseUrl)) !== 200) problems.push('health not 200 at the end');
    const otherFailures = Object.entries(seen.api).filter(([status]) => status !== '200' && status !== '304');
    if (otherFailures.length > 0) problems.push(`public reads failed meanwhile: ${JSON.stringify(seen.api)}`);
    return { figures: { ...phases, health: seen.health, publicRead: seen.api }, problems, notes: [] };
  } finally {
    await provider.close();
  }
}
