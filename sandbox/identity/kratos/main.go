// Command kratos is a thin wrapper that builds Ory Kratos v1.3.1 from the Go module proxy for the sandbox
// (see ../../../../shared/SANDBOX.md, "Ory Kratos, for real"). It is the same entry point as Kratos's own main.go.
package main

import (
	"os"

	"github.com/ory/kratos/cmd"
)

func main() {
	os.Exit(cmd.Execute())
}
