import { startSandbox } from './server.ts';

// `npm run sandbox`: the simulator alone, configured by SANDBOX_* variables (docs/sandbox.md).
const sandbox = await startSandbox({});
const otp = process.env.SANDBOX_OTP ?? '123456';
console.log(`Sandbox API on ${sandbox.url}  (sandbox OTP: ${otp})`);

const stop = () => {
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
