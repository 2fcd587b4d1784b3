#!/usr/bin/env bash
# Install the Debian 12 packages tangle needs to build and test:
#   llvm-22-dev  LLVM 22 headers, llvm-config, libLLVM.so (debug builds) and the static
#                archives (release builds link them, see llvm-linking/)
#   libzstd-dev, libstdc++-12-dev  libzstd.so and libstdc++.a, which the static LLVM links need
#   llvm-22      opt-22, llvm-as-22
#   clang-22     compiles CUDA/HIP samples to LLVM IR in tests
#   graphviz     dot, to render tangle graphs
#   gcc, cpp     C compiler for build scripts; preprocessor for the frontend
# Idempotent: when everything is installed it only checks (well under a second).
# LLVM 22 comes from bookworm-security, so the package lists are refreshed before installing.
# TANGLE_SETUP_EXTRA_PACKAGES="pkg ..." adds packages to the list (used to test the failure path).
set -euo pipefail

packages=(llvm-22-dev libzstd-dev libstdc++-12-dev llvm-22 clang-22 graphviz gcc cpp)
read -r -a extra <<<"${TANGLE_SETUP_EXTRA_PACKAGES:-}"
packages+=("${extra[@]}")

missing=()
for pkg in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
    [[ $status == "install ok installed" ]] || missing+=("$pkg")
done

if ((${#missing[@]} == 0)); then
    echo "setup: all ${#packages[@]} packages present (${packages[*]})"
    exit 0
fi

echo "setup: missing: ${missing[*]}"
install_cmd="apt-get update && apt-get install -y --no-install-recommends ${missing[*]}"

fail() {
    echo "setup: $1" >&2
    echo "setup: cannot install: ${missing[*]}" >&2
    echo "setup: install them as root, then run this script again:" >&2
    echo "    $install_cmd" >&2
    exit 1
}

command -v apt-get >/dev/null || fail "apt-get not found (tangle's setup supports Debian 12)."

sudo=()
if ((EUID != 0)); then
    if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
        sudo=(sudo -n)
    else
        fail "not root, and no passwordless sudo."
    fi
fi

apt=("${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=120 -o Dpkg::Use-Pty=0)
echo "setup: apt-get update"
"${apt[@]}" -qq update
echo "setup: apt-get install ${missing[*]}"
"${apt[@]}" -qq install -y --no-install-recommends "${missing[@]}"
echo "setup: installed ${missing[*]}"
