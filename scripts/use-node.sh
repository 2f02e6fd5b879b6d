#!/usr/bin/env bash
# Puts the Node version named in .nvmrc first on PATH, installing it from the npm registry's
# node-linux-<arch> package into a cache folder the first time (no nvm, no nodejs.org download).
#
#   source scripts/use-node.sh            # this shell now runs that node, its npm and npx
#   scripts/use-node.sh npm ci            # run one command with it
#
# Also sets npm_config_nodedir to the install, so node-gyp compiles native modules (better-sqlite3)
# against the headers that ship in the package instead of downloading them.
# Cache: ${NODE_CACHE_DIR:-$HOME/.cache/dct-node}/<version>. A node on PATH of the same x.y
# line, at least as new, is used as it is.

if [ -z "${BASH_VERSION:-}" ]; then
  echo "use-node.sh needs bash: source it from bash, or run scripts/use-node.sh <command...>" >&2
  return 1 2>/dev/null || exit 1
fi

__dct_use_node() {
  local root want arch pkg cache dir have npm_cli npm_major tmp tarball integrity line
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)" || return 1
  want="$(tr -d ' \t\r\nv' <"$root/.nvmrc" 2>/dev/null)"
  if ! [[ "$want" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
    echo "use-node: $root/.nvmrc must hold a full version such as 24.11.1 (found '${want}')" >&2
    return 1
  fi

  # 0 when $1 >= $2 (both x.y.z).
  __dct_version_ge() {
    local IFS=. i
    local -a a=($1) b=($2)
    for i in 0 1 2; do
      ((10#${a[i]:-0} > 10#${b[i]:-0})) && return 0
      ((10#${a[i]:-0} < 10#${b[i]:-0})) && return 1
    done
    return 0
  }

  # The node on PATH does if it is this release line (same major.minor) at the same or a later
  # patch. A later minor is not taken on trust: 24.19.0 changed node::ObjectWrap so that
  # better-sqlite3 12 (built against its headers) aborts when the GC finalizes a statement.
  have="$(node --version 2>/dev/null | tr -d 'v')"
  if [ -n "$have" ] && [ "${have%.*}" = "${want%.*}" ] && __dct_version_ge "$have" "$want" &&
    [ -z "${DCT_FORCE_NODE_INSTALL:-}" ]; then
    # Already new enough. If its headers sit next to it, node-gyp can use them too.
    dir="$(dirname "$(dirname "$(readlink -f "$(command -v node)")")")"
    if [ -f "$dir/include/node/node.h" ] && grep -q "define NODE_MAJOR_VERSION ${have%%.*}\$" "$dir/include/node/node_version.h" 2>/dev/null; then
      export npm_config_nodedir="$dir"
    fi
    return 0
  fi

  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64 | Linux-amd64) arch=x64 ;;
    Linux-aarch64 | Linux-arm64) arch=arm64 ;;
    *)
      echo "use-node: no node-linux-* package for $(uname -s) $(uname -m); install Node $want yourself (e.g. with nvm)" >&2
      return 1
      ;;
  esac
  pkg="node-linux-$arch"
  cache="${NODE_CACHE_DIR:-$HOME/.cache/dct-node}"
  dir="$cache/$want"

  if [ ! -x "$dir/bin/node" ] || [ ! -f "$dir/include/node/node.h" ]; then
    if ! command -v npm >/dev/null 2>&1; then
      echo "use-node: npm is needed to fetch $pkg@$want from the registry" >&2
      return 1
    fi
    echo "use-node: installing Node $want ($pkg) into $dir" >&2
    mkdir -p "$cache" || return 1
    tmp="$(mktemp -d "$cache/.tmp-$want.XXXXXX")" || return 1
    # npm pack checks the tarball against the registry's integrity; we check it again here so a
    # corrupt or substituted file in npm's cache is not unpacked either.
    integrity="$(cd "$tmp" && npm view "$pkg@$want" dist.integrity 2>/dev/null)"
    tarball="$(cd "$tmp" && npm pack "$pkg@$want" --silent 2>/dev/null | tail -n 1)"
    if [ -z "$integrity" ] || [ -z "$tarball" ] || [ ! -f "$tmp/$tarball" ]; then
      echo "use-node: could not fetch $pkg@$want from the npm registry" >&2
      rm -rf "$tmp"
      return 1
    fi
    if command -v openssl >/dev/null 2>&1; then
      line="sha512-$(openssl dgst -sha512 -binary "$tmp/$tarball" | base64 -w0)"
    else
      line="$(node -e 'const c = require("crypto"), f = require("fs");
        process.stdout.write("sha512-" + c.createHash("sha512").update(f.readFileSync(process.argv[1])).digest("base64"))' "$tmp/$tarball")"
    fi
    if [ "$line" != "$integrity" ]; then
      echo "use-node: $tarball does not match the registry's integrity $integrity" >&2
      rm -rf "$tmp"
      return 1
    fi
    mkdir -p "$tmp/unpacked" && tar -xzf "$tmp/$tarball" -C "$tmp/unpacked" --strip-components=1 || {
      rm -rf "$tmp"
      return 1
    }
    rm -rf "$dir" && mv "$tmp/unpacked" "$dir" && rm -rf "$tmp" || return 1
  fi

  # npm is not part of the node package. Keep the machine's npm (10 and 11 both run on Node 24)
  # but start it with this node; without a usable one, install npm 11 from the registry.
  npm_cli=""
  if [ -x "$dir/lib/node_modules/npm/bin/npm-cli.js" ]; then
    npm_cli="$dir/lib/node_modules/npm/bin/npm-cli.js"
  elif command -v npm >/dev/null 2>&1; then
    npm_cli="$(readlink -f "$(command -v npm)")"
    case "$npm_cli" in
      */npm-cli.js) ;;
      *) npm_cli="$(dirname "$npm_cli")/../lib/node_modules/npm/bin/npm-cli.js" ;;
    esac
    npm_major="$("$dir/bin/node" "$npm_cli" --version 2>/dev/null | cut -d. -f1)"
    if [ -z "$npm_major" ] || [ "$npm_major" -lt 10 ]; then
      echo "use-node: installing npm 11 for Node $want" >&2
      tmp="$(mktemp -d "$cache/.tmp-npm.XXXXXX")" || return 1
      tarball="$(cd "$tmp" && npm pack npm@11 --silent 2>/dev/null | tail -n 1)"
      mkdir -p "$dir/lib/node_modules/npm" &&
        tar -xzf "$tmp/$tarball" -C "$dir/lib/node_modules/npm" --strip-components=1 || {
        rm -rf "$tmp" "$dir/lib/node_modules/npm"
        return 1
      }
      rm -rf "$tmp"
      npm_cli="$dir/lib/node_modules/npm/bin/npm-cli.js"
    fi
  fi
  if [ -z "$npm_cli" ]; then
    echo "use-node: no npm found" >&2
    return 1
  fi
  local name script
  for name in npm npx; do
    script="#!/bin/sh
exec \"$dir/bin/node\" \"$(dirname "$npm_cli")/$name-cli.js\" \"\$@\""
    if [ "$(cat "$dir/bin/$name" 2>/dev/null)" != "$script" ]; then
      printf '%s\n' "$script" >"$dir/bin/$name" && chmod +x "$dir/bin/$name" || return 1
    fi
  done

  case ":$PATH:" in
    *":$dir/bin:"*) PATH="$dir/bin:$(printf '%s' ":$PATH:" | sed "s#:$dir/bin:#:#g; s#^:##; s#:\$##")" ;;
    *) PATH="$dir/bin:$PATH" ;;
  esac
  export PATH
  export npm_config_nodedir="$dir"
  hash -r 2>/dev/null
  return 0
}

if [ "${BASH_SOURCE[0]}" != "$0" ]; then
  # Sourced: change this shell.
  if __dct_use_node; then
    unset -f __dct_use_node __dct_version_ge
    return 0
  fi
  unset -f __dct_use_node __dct_version_ge
  return 1
fi

# Run as a command.
set -e
__dct_use_node
if [ $# -gt 0 ]; then
  exec "$@"
fi
echo "Node $(node --version) at $(command -v node). Run a command with it: $0 <command...>, or: source $0" >&2
