#!/usr/bin/env bash
# Installs the Debian packages Flipbook builds against, when they are missing.
# Does nothing (and needs no network) when everything is present.
set -euo pipefail

# chromium: the review page test loads the golden-failure page in a headless browser (about
# 390 MiB installed, about a minute to install; that test fails without it when CI is set).
# fonts-wqy-microhei: the CJK font the text goldens load by file path (5 MB installed).
# fonts-noto-color-emoji: the colour emoji font text falls back to (10 MB installed).
packages=(libpng-dev libjpeg62-turbo-dev libgif-dev libwebp-dev libvpx-dev libdeflate-dev zlib1g-dev pkg-config libfreetype-dev fonts-dejavu-core fonts-liberation2
          fonts-wqy-microhei fonts-noto-color-emoji chromium)

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done

if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing ${missing[*]}" >&2
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi

if ! command -v swift >/dev/null 2>&1; then
    echo "setup: the Swift toolchain (6.0 or later) is not on PATH; install it from swift.org" >&2
    exit 1
fi
