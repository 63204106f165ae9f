// HSL and HWB, the cylindrical forms of sRGB. DTCG gives saturation, lightness, whiteness and
// blackness in 0…100; the formulas below work in 0…1 and scale at the edges. HWB goes through HSV
// as in coloraide, which is the same as CSS Color 4's `hwbToRgb` for whiteness + blackness < 100
// and gives gray w / (w + b) beyond that.
extension ColorConversion {
  static func srgbToHSL(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    let (r, g, b) = (rgb.x, rgb.y, rgb.z)
    let mx = max(r, g, b)
    let mn = min(r, g, b)
    var h = 0.0
    var s = 0.0
    let l = (mn + mx) / 2
    let c = mx - mn
    if c != 0 {
      if mx == r {
        h = (g - b) / c
      } else if mx == g {
        h = (b - r) / c + 2
      } else {
        h = (r - g) / c + 4
      }
      s = (l == 0 || l == 1) ? 0 : (mx - l) / min(l, 1 - l)
      h *= 60
    }
    // Far out of gamut colors give a negative saturation: turn the hue around instead.
    if s < 0 {
      s = -s
      h += 180
    }
    return SIMD3(constrainHue(h), s * 100, l * 100)
  }

  static func hslToSRGB(_ hsl: SIMD3<Double>) -> SIMD3<Double> {
    let h = constrainHue(hsl.x) / 30
    let s = hsl.y / 100
    let l = hsl.z / 100
    let a = s * min(l, 1 - l)
    func f(_ n: Double) -> Double {
      let k = positiveRemainder(n + h, 12)
      return l - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return SIMD3(f(0), f(8), f(4))
  }

  static func srgbToHWB(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    let hsv = srgbToHSV(rgb)
    return SIMD3(hsv.x, (1 - hsv.y) * hsv.z * 100, (1 - hsv.z) * 100)
  }

  static func hwbToSRGB(_ hwb: SIMD3<Double>) -> SIMD3<Double> {
    let h = constrainHue(hwb.x)
    let w = hwb.y / 100
    let b = hwb.z / 100
    let wb = w + b
    if wb >= 1 { return hsvToSRGB(SIMD3(h, 0, w / wb)) }
    let v = 1 - b
    return hsvToSRGB(SIMD3(h, v != 0 ? 1 - w / v : 1, v))
  }

  private static func srgbToHSV(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    let (r, g, b) = (rgb.x, rgb.y, rgb.z)
    let v = max(r, g, b)
    let mn = min(r, g, b)
    var h = 0.0
    var s = 0.0
    let c = v - mn
    if c != 0 {
      if v == r {
        h = (g - b) / c
      } else if v == g {
        h = (b - r) / c + 2
      } else {
        h = (r - g) / c + 4
      }
      h *= 60
    }
    if v != 0 { s = c / v }
    return SIMD3(constrainHue(h), s, v)
  }

  private static func hsvToSRGB(_ hsv: SIMD3<Double>) -> SIMD3<Double> {
    let h = constrainHue(hsv.x) / 60
    let (s, v) = (hsv.y, hsv.z)
    func f(_ n: Double) -> Double {
      let k = positiveRemainder(n + h, 6)
      return v - v * s * max(0, min(k, 4 - k, 1))
    }
    return SIMD3(f(5), f(3), f(1))
  }

  private static func positiveRemainder(_ x: Double, _ m: Double) -> Double {
    let r = x.truncatingRemainder(dividingBy: m)
    return r < 0 ? r + m : r
  }
}
