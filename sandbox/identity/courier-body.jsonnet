// Everything Kratos knows about the message goes to the sandbox mail box (SANDBOX.md, GET /__sandbox/mail).
function(ctx) ctx
