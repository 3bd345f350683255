// A Node test environment whose typed-array constructors are the process's own. A native addon
// (onnxruntime-node) creates its output arrays outside the test's sandbox, and its JavaScript half,
// loaded inside the sandbox, checks them with `instanceof`: with the sandbox's own constructors that
// check fails. Used with a `@jest-environment` docblock by the suites that run such an addon in process.
const { TestEnvironment } = require('jest-environment-node');

const TYPED_ARRAYS = [
  'Float32Array',
  'Float64Array',
  'Int8Array',
  'Int16Array',
  'Int32Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Uint16Array',
  'Uint32Array',
  'BigInt64Array',
  'BigUint64Array',
];

class NativeArraysEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of TYPED_ARRAYS) this.global[name] = globalThis[name];
  }
}

module.exports = NativeArraysEnvironment;
