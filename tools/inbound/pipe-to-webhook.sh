#!/bin/sh
# Reads one raw e-mail message on stdin, signs it and posts it to the app's inbound mail webhook.
# Usage (e.g. a Postfix pipe transport):  pipe-to-webhook.sh https://claims.example.com/api/inbound/mail
# INBOUND_SECRET must be set in the environment (the same value as the app's).
# Exit codes follow sendmail's: 0 taken (or refused for good), 75 (EX_TEMPFAIL) try again later.
set -eu
url="${1:?usage: pipe-to-webhook.sh <webhook url>}"
: "${INBOUND_SECRET:?INBOUND_SECRET is not set}"
message="$(mktemp)"
signed="$(mktemp)"
trap 'rm -f "$message" "$signed"' EXIT
cat > "$message"
timestamp="$(date +%s)"
{ printf '%s.' "$timestamp"; cat "$message"; } > "$signed"
signature="$(openssl dgst -sha256 -hmac "$INBOUND_SECRET" -hex < "$signed" | sed 's/^.*= *//')"
status="$(curl -sS -o /dev/null -w '%{http_code}' --max-time 120 \
  -H 'Content-Type: message/rfc822' \
  -H "X-Inbound-Timestamp: $timestamp" \
  -H "X-Inbound-Signature: sha256=$signature" \
  --data-binary "@$message" "$url")" || exit 75
case "$status" in
  202) exit 0 ;;
  # Refused for good (too large, not a message): bouncing or retrying would not help.
  400|413) echo "inbound webhook refused the message ($status)" >&2; exit 0 ;;
  *) echo "inbound webhook answered $status" >&2; exit 75 ;;
esac
